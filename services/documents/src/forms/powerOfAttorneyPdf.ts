import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** The demo power of attorney's fields, each with what fills it (a merge field, or a fixed text). */
export const POWER_OF_ATTORNEY_FIELDS = [
  { name: 'outorgante_nome', label: 'Nome completo', mergeField: 'clientName' },
  { name: 'outorgante_cpf', label: 'CPF', mergeField: 'clientCpf' },
  { name: 'outorgante_nascimento', label: 'Data de nascimento', mergeField: 'clientBirthDay' },
  { name: 'outorgante_cidade_natal', label: 'Cidade de nascimento', mergeField: 'clientBirthCity' },
  { name: 'outorgante_email', label: 'E-mail', mergeField: 'clientEmail' },
  { name: 'outorgada_nome', label: 'Escritório', mergeField: 'officeName' },
  { name: 'outorgada_cnpj', label: 'CNPJ', mergeField: 'officeCnpj' },
  { name: 'outorgada_endereco', label: 'Endereço', mergeField: 'officeAddress' },
  { name: 'finalidade', label: 'Finalidade', text: 'Cidadania italiana' },
  { name: 'protocolo', label: 'Protocolo', mergeField: 'protocolCode' },
  { name: 'firma_reconhecida', label: 'Assinatura com firma reconhecida em cartório', text: 'sim' },
  { name: 'local_data', label: 'Local e data', mergeField: 'todayInWords' },
] as const;

const PURPOSES = ['Cidadania italiana', 'Cidadania portuguesa', 'Retificação de registro civil'];

/**
 * The demo's power of attorney: a fillable A4 PDF the project draws itself with pdf-lib (not a copy of any
 * government form), twelve fields — ten texts, a dropdown and a checkbox — under the grantor's and the office's
 * headings.
 */
export async function makePowerOfAttorneyPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Procuração');
  pdf.setProducer('Linhagem');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 780;

  page.drawText('PROCURAÇÃO', { x: 50, y, size: 18, font: bold });
  y -= 24;
  for (const line of [
    'Pelo presente instrumento particular, o(a) OUTORGANTE abaixo qualificado(a) nomeia e constitui sua',
    'bastante procuradora a OUTORGADA, para requerer, retirar e apresentar certidões, traduções e apostilas',
    'e acompanhar o seu processo de reconhecimento de cidadania junto às repartições competentes.',
  ]) {
    page.drawText(line, { x: 50, y, size: 9.5, font: regular, color: grey });
    y -= 13;
  }

  const heading = (text: string) => {
    y -= 18;
    page.drawText(text, { x: 50, y, size: 11, font: bold });
    y -= 8;
  };
  const row = (label: string) => {
    y -= 30;
    page.drawText(label, { x: 50, y: y + 6, size: 9, font: regular });
    return { x: 200, y, width: 345, height: 20, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 };
  };
  const text = (name: string, label: string) => form.createTextField(name).addToPage(page, row(label));

  heading('OUTORGANTE');
  for (const field of POWER_OF_ATTORNEY_FIELDS.slice(0, 5)) text(field.name, field.label);
  heading('OUTORGADA');
  for (const field of POWER_OF_ATTORNEY_FIELDS.slice(5, 8)) text(field.name, field.label);
  heading('PROCESSO');
  const purpose = form.createDropdown('finalidade');
  purpose.addOptions(PURPOSES);
  purpose.addToPage(page, row('Finalidade'));
  text('protocolo', 'Protocolo');
  y -= 30;
  form.createCheckBox('firma_reconhecida').addToPage(page, {
    x: 50,
    y,
    width: 14,
    height: 14,
    borderColor: rgb(0.4, 0.4, 0.4),
    borderWidth: 0.5,
  });
  page.drawText('Assinatura com firma reconhecida em cartório', { x: 72, y: y + 3, size: 9, font: regular });
  text('local_data', 'Local e data');

  y -= 70;
  page.drawLine({ start: { x: 170, y }, end: { x: 425, y }, thickness: 0.5 });
  page.drawText('Assinatura do(a) OUTORGANTE', { x: 235, y: y - 14, size: 9, font: regular });
  form.updateFieldAppearances(regular);
  return pdf.save();
}
