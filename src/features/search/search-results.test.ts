import type { BookmarkPage, MainSearchResponse } from '@/contract/search'
import { searchGroups, suggestionGroups } from './search-results'

const page = (id: number, title: string, target = `page${id}`): BookmarkPage => ({
  id,
  target,
  title,
  icon: 'lock',
  link: `/${target}`,
  isBookmarked: false,
})

const data: MainSearchResponse = {
  searchArr: [
    {
      groupTitle: 'Pages',
      searchLimit: 4,
      data: [
        page(1, 'Login v1'),
        page(2, 'Login v2'),
        page(3, 'Register v1'),
        page(4, 'Register v2'),
        page(5, 'Forgot Password v1'),
        page(6, 'Home', 'home'),
      ],
    },
    {
      groupTitle: 'Files',
      searchLimit: 4,
      data: [
        { title: 'Wine LIST.pdf', by: 'Luca', size: '1 MB', file: 'pdf' },
        { title: 'Menu.doc', by: 'Sofia', size: '2 kB', file: 'doc' },
      ],
    },
    {
      groupTitle: 'Contacts',
      searchLimit: 4,
      data: [
        { title: 'Anna Keller', email: 'anna@freshfarm.test', img: '', date: '2030-02-18' },
        { title: 'Tom Becker', email: 'orders@bakery.test', img: '', date: '2030-02-10' },
      ],
    },
  ],
}

const englishTitle = (p: BookmarkPage) => p.title
const titles = (groups: ReturnType<typeof searchGroups>) =>
  groups.map((group) => [
    group.key,
    group.options.map((option) =>
      option.kind === 'page'
        ? option.label
        : option.kind === 'file'
          ? option.file.title
          : option.contact.title,
    ),
  ])

describe('searchGroups', () => {
  it('matches titles by case-insensitive substring and leaves out empty groups', () => {
    expect(titles(searchGroups(data, 'LIST', englishTitle))).toEqual([['files', ['Wine LIST.pdf']]])
    expect(titles(searchGroups(data, '  home ', englishTitle))).toEqual([['pages', ['Home']]])
  })

  it('shows at most searchLimit results per group', () => {
    expect(titles(searchGroups(data, 'v', englishTitle))).toEqual([
      ['pages', ['Login v1', 'Login v2', 'Register v1', 'Register v2']],
    ])
  })

  it('matches contacts by email as well as by name', () => {
    expect(titles(searchGroups(data, 'BAKERY', englishTitle))).toEqual([
      ['contacts', ['Tom Becker']],
    ])
    expect(titles(searchGroups(data, 'keller', englishTitle))).toEqual([
      ['contacts', ['Anna Keller']],
    ])
  })

  it('matches a page by its translated label and by its own title', () => {
    const german = (p: BookmarkPage) => (p.target === 'home' ? 'Startseite' : p.title)
    expect(titles(searchGroups(data, 'start', german))).toEqual([['pages', ['Startseite']]])
    expect(titles(searchGroups(data, 'home', german))).toEqual([['pages', ['Startseite']]])
  })

  it('finds nothing for text no title contains', () => {
    expect(searchGroups(data, 'zzz', englishTitle)).toEqual([])
  })
})

describe('suggestionGroups', () => {
  it('offers the first suggestions up to the limit, and nothing when there are none', () => {
    const pages = data.searchArr[0].data
    expect(titles(suggestionGroups(pages, 2, englishTitle))).toEqual([
      ['suggestions', ['Login v1', 'Login v2']],
    ])
    expect(suggestionGroups([], 4, englishTitle)).toEqual([])
  })
})
