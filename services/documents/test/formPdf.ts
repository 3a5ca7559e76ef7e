import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A fillable PDF made here with pdf-lib: text fields (one multi-line), a checkbox, two dropdowns and a radio group,
 * as an office's own form would have them.
 */
export async function makeFormPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Requerimento de teste', { x: 50, y: 800, size: 16, font });
  const form = pdf.getForm();
  let y = 740;
  const place = () => ({ x: 200, y: (y -= 40), width: 300, height: 22 });
  for (const name of ['nome', 'cpf', 'cidade_nascimento', 'escritorio', 'data', 'observacoes'])
    form.createTextField(name).addToPage(page, place());
  form.createCheckBox('maior_de_idade').addToPage(page, { ...place(), width: 16, height: 16 });
  const city = form.createDropdown('cidade_lista');
  city.addOptions(['São Paulo', 'São João del-Rei', 'Belo Horizonte']);
  city.addToPage(page, place());
  const state = form.createDropdown('estado_civil');
  state.addOptions(['Solteiro(a)', 'Casado(a)']);
  state.addToPage(page, place());
  const via = form.createRadioGroup('via');
  via.addOptionToPage('Correio', page, { ...place(), width: 16, height: 16 });
  via.addOptionToPage('Presencial', page, { ...place(), width: 16, height: 16 });
  return Buffer.from(await pdf.save());
}
