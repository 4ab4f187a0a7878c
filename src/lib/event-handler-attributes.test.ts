import { renameEventHandlers } from './event-handler-attributes'

describe('renameEventHandlers', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x x-onerror=alert(1)>'],
    ['<img src="x" ONERROR="a()">', '<img src="x" x-ONERROR="a()">'],
    ['<svg/onload=go()>', '<svg/x-onload=go()>'],
    ['<img src="a"onerror="b">', '<img src="a"x-onerror="b">'],
    ['<a\nonclick="x" href="/">y</a>', '<a\nx-onclick="x" href="/">y</a>'],
    ['<img alt=">" onerror="b">', '<img alt=">" x-onerror="b">'],
    ["<p title='it' onmouseover=1>", "<p title='it' x-onmouseover=1>"],
  ])('renames the handler in %s', (html, expected) => {
    expect(renameEventHandlers(html)).toBe(expected)
  })

  it('leaves text, attribute values and other attributes alone', () => {
    const html =
      '<p class="only online">Carry on=1, onion rings</p><a href="/on" title="a onclick=b">on</a>'
    expect(renameEventHandlers(html)).toBe(html)
  })

  it('leaves comments as they are and reads the tags after them', () => {
    expect(renameEventHandlers("<!-- it's <img onerror=a> --><img onerror=b>")).toBe(
      "<!-- it's <img onerror=a> --><img x-onerror=b>",
    )
  })

  it('copes with an unclosed tag or quote', () => {
    expect(renameEventHandlers('<img onerror=a')).toBe('<img x-onerror=a')
    expect(renameEventHandlers('<img title="x onerror=a')).toBe('<img title="x onerror=a')
  })
})
