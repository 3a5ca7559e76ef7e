import { htmlToPdf } from './htmlToPdf';

describe('the rich text as PDF blocks', () => {
  it('keeps bold, italic, underline, links and the alignment of a paragraph', () => {
    expect(
      htmlToPdf(
        '<p class="ql-align-center"><strong>a</strong> <em>b</em> <u>c</u> <a href="https://x.org">d</a></p>',
      ),
    ).toEqual([
      {
        text: [
          { text: 'a', bold: true },
          { text: ' ' },
          { text: 'b', italics: true },
          { text: ' ' },
          { text: 'c', decoration: 'underline' },
          { text: ' ' },
          { text: 'd', link: 'https://x.org', color: '#1a56a8', decoration: 'underline' },
        ],
        alignment: 'center',
        margin: [0, 0, 0, 6],
      },
    ]);
  });

  it("splits Quill 2's mixed <ol> into ordered and bullet lists, and keeps plain <ul> and nesting", () => {
    const blocks = htmlToPdf(
      '<ol><li data-list="ordered">um</li><li data-list="bullet">ponto</li></ol><ul><li>a<ul><li>a.1</li></ul></li></ul>',
    );
    expect(blocks.map((b) => Object.keys(b)[0])).toEqual(['ol', 'ul', 'ul']);
    expect(blocks[2]).toMatchObject({
      ul: [{ stack: [{ text: [{ text: 'a' }] }, { ul: [{ text: [{ text: 'a.1' }] }] }] }],
    });
  });

  it('makes tables with header cells, spans and rows of equal length', () => {
    const [table] = htmlToPdf(
      '<table><tbody><tr><th>A</th><th>B</th><th>C</th></tr><tr><td colspan="2">x</td></tr></tbody></table>',
    );
    expect(table).toMatchObject({
      table: {
        widths: ['*', '*', '*'],
        body: [
          [
            { text: [{ text: 'A', bold: true }] },
            { text: [{ text: 'B', bold: true }] },
            { text: [{ text: 'C', bold: true }] },
          ],
          [{ text: [{ text: 'x' }], colSpan: 2 }, { text: '' }, { text: '' }],
        ],
      },
    });
  });

  it('makes headings larger and bold, and decodes entities', () => {
    expect(htmlToPdf('<h2>T&iacute;tulo &amp; mais</h2>')).toEqual([
      {
        text: [{ text: 'Título & mais', bold: true, fontSize: 16 }],
        alignment: undefined,
        margin: [0, 6, 0, 6],
      },
    ]);
  });
});
