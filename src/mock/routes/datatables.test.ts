import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import { errorBodySchema } from '@/contract/errors'
import {
  datatableResponseSchema,
  employeeSchema,
  initialDataResponseSchema,
  type Employee,
} from '@/contract/datatables'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { employeesTable } from '../fixtures/datatables'

let db: Db
let app: ReturnType<typeof createMockApp>
const { get, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

const sample = () => db.table(employeesTable).all()
const ids = (employees: readonly Employee[]) => employees.map((employee) => employee.id)

async function data(query = '') {
  const response = await get(`/api/datatables/data${query}`, admin)
  expect(response.status).toBe(200)
  return datatableResponseSchema.parse(await response.json())
}

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  return errorBodySchema.parse(await response.json()).error
}

describe('the sample employees', () => {
  it('has 110–150 valid records with every status, some without a picture', () => {
    const employees = sample()
    expect(employees.length).toBeGreaterThanOrEqual(110)
    expect(employees.length).toBeLessThanOrEqual(150)
    for (const employee of employees) expect(employeeSchema.safeParse(employee).success).toBe(true)
    for (const status of [1, 2, 3, 4, 5])
      expect(employees.some((employee) => employee.status === status)).toBe(true)
    expect(employees.some((employee) => employee.avatar === '')).toBe(true)
    expect(employees.some((employee) => employee.avatar.startsWith('/images/avatars/'))).toBe(true)
    expect(new Set(employees.map((employee) => employee.full_name)).size).toBe(employees.length)
    expect(employees.every((employee) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(employee.salary))).toBe(
      true,
    )
    expect(employees.every((employee) => /^\d+ Years?$/.test(employee.experience))).toBe(true)
  })

  it('is the same on every load', () => {
    expect(createDb().table(employeesTable).all()).toEqual(sample())
  })
})

describe('GET /api/datatables/initial-data', () => {
  it('answers the whole sample list', async () => {
    const response = await get('/api/datatables/initial-data', admin)
    expect(response.status).toBe(200)
    expect(initialDataResponseSchema.parse(await response.json())).toEqual(sample())
  })

  it('needs a token (401) and read Component (403 for the client account)', async () => {
    await expectError(await get('/api/datatables/initial-data'), 401)
    await expectError(await get('/api/datatables/initial-data', await tokenOf(CLIENT)), 403)
  })
})

describe('GET /api/datatables/data', () => {
  it('answers page 1 of 10 by default, in id order, with every record in allData', async () => {
    const { allData, invoices, total } = await data()
    expect(total).toBe(sample().length)
    expect(ids(allData)).toEqual(ids(sample()))
    expect(ids(invoices)).toEqual(ids(sample()).slice(0, 10))
  })

  it('pages with page and perPage; past the end is an empty page with the total', async () => {
    expect(ids((await data('?page=3')).invoices)).toEqual(ids(sample()).slice(20, 30))
    expect(ids((await data('?perPage=25&page=2')).invoices)).toEqual(ids(sample()).slice(25, 50))
    const past = await data('?page=99')
    expect(past.invoices).toEqual([])
    expect(past.total).toBe(sample().length)
  })

  it.each(['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const)(
    'q finds a substring of %s, case-insensitively',
    async (field) => {
      const target = sample()[17] as Employee
      const value = target[field]
      const needle = value.slice(1, Math.max(3, value.length - 1))
      const query = needle.toUpperCase() === needle ? needle.toLowerCase() : needle.toUpperCase()
      const { allData, total } = await data(`?perPage=100&q=${encodeURIComponent(query)}`)
      expect(ids(allData)).toContain(target.id)
      expect(total).toBe(allData.length)
      const lower = needle.toLowerCase()
      const searchable = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
      for (const employee of allData)
        expect(searchable.some((key) => employee[key].toLowerCase().includes(lower))).toBe(true)
      const expected = sample().filter((employee) =>
        searchable.some((key) => employee[key].toLowerCase().includes(lower)),
      )
      expect(ids(allData)).toEqual(ids(expected))
    },
  )

  it('does not search city or experience', async () => {
    const { total } = await data('?q=Years')
    expect(total).toBe(0)
  })

  it('finds nothing for an unknown text', async () => {
    const result = await data('?q=zzzz-nobody')
    expect(result).toEqual({ allData: [], invoices: [], total: 0 })
  })

  it('sorts by several columns; money, age and dates by value', async () => {
    const bySalary = (await data('?sort=salary:desc')).allData
    const salaries = bySalary.map((e) => Number(e.salary.replace(/[$,]/g, '')))
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))

    const byAge = (await data('?sort=age:asc')).allData.map((e) => Number(e.age))
    expect(byAge).toEqual([...byAge].sort((a, b) => a - b))

    const byDate = (await data('?sort=start_date:asc')).allData.map((e) => {
      const [m, d, y] = e.start_date.split('/')
      return `${y}${m}${d}`
    })
    expect(byDate).toEqual([...byDate].sort())

    const { allData, invoices } = await data('?sort=status:asc,full_name:desc&perPage=5')
    for (let i = 1; i < allData.length; i++) {
      const [a, b] = [allData[i - 1] as Employee, allData[i] as Employee]
      expect(a.status).toBeLessThanOrEqual(b.status)
      if (a.status === b.status)
        expect(a.full_name.toLowerCase() >= b.full_name.toLowerCase()).toBe(true)
    }
    expect(ids(invoices)).toEqual(ids(allData).slice(0, 5))
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['perPage=abc', 'perPage'],
    ['perPage=100000', 'perPage'],
    ['perPage=-5', 'perPage'],
    ['sort=salary', 'sort'],
    ['sort=password:asc', 'sort'],
    ['q=' + 'x'.repeat(201), 'q'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const before = structuredClone(sample())
    const error = await expectError(await get(`/api/datatables/data?${query}`, admin), 400)
    expect(error).toHaveProperty(field)
    expect(sample()).toEqual(before)
  })

  it('needs a token (401) and read Component (403 for the client account)', async () => {
    await expectError(await get('/api/datatables/data'), 401)
    await expectError(await get('/api/datatables/data', await tokenOf(CLIENT)), 403)
  })
})
