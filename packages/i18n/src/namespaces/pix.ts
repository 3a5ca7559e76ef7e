import type { Translation } from '../Translation';

/** Paying by Pix (shared/domain/brazilian-records-and-pix.md "Pix and the BR Code"): configuration, case, portal. */
const enUS = {
  receiver: {
    title: 'Pix receiver',
    intro:
      "The key families pay to, with the receiver's name and city as the bank has them. Without a key nothing Pix appears anywhere.",
    keyType: 'Kind of key',
    key: 'Pix key',
    name: "Receiver's name",
    nameHelp: 'As the bank has it; up to 25 letters, written without accents in the code.',
    city: "Receiver's city",
    cityHelp: 'Up to 15 letters, written without accents in the code.',
    saved: 'Pix receiver saved.',
    save: 'Save Pix receiver',
    types: { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', PHONE: 'Mobile phone (+55)', EVP: 'Random key' },
  },
  code: {
    title: 'Pay by Pix',
    scan: "Scan the QR code with your bank's app, or copy the code and paste it in the app's “Pix copia e cola”.",
    copyAndPaste: 'Pix copia e cola',
    copy: 'Copy code',
    copied: 'Code copied.',
    copyFailed: 'The code could not be copied: select it and copy it by hand.',
    amount: 'Amount',
    txid: 'Identifier',
    qrLabel: 'Pix QR code of {{amount}}',
  },
  financial: {
    title: 'Pix codes',
    amount: 'Amount of the code',
    preview: 'Show code',
    issue: 'Issue code',
    issued: 'Code {{txid}} issued.',
    empty: 'No code issued for this case yet.',
    issuedAt: 'Issued',
    issuedBy: 'By',
    status: 'Status',
    received: 'Received',
    open: 'Open',
    cashEntryTxid: 'Pix code paid (identifier)',
    receive: 'Register the receipt of',
  },
  portal: {
    due: 'Due now: {{amount}}',
  },
  codes: {
    'key-invalid': 'This key is not a valid key of the kind chosen.',
    'name-invalid': "Type the receiver's name, up to 25 letters.",
    'city-invalid': "Type the receiver's city, up to 15 letters.",
    'not-configured': 'Pix is not configured: an administrator sets the key in System configuration.',
    'amount-invalid': 'Type an amount above zero.',
    'txid-unknown': 'No Pix code of this case has that identifier.',
    'txid-received': 'That Pix code was already received.',
  },
};

const ptBR: Translation<typeof enUS> = {
  receiver: {
    title: 'Recebedor Pix',
    intro:
      'A chave para a qual as famílias pagam, com o nome e a cidade do recebedor como o banco os tem. Sem chave, nada de Pix aparece.',
    keyType: 'Tipo de chave',
    key: 'Chave Pix',
    name: 'Nome do recebedor',
    nameHelp: 'Como o banco o tem; até 25 letras, escritas sem acentos no código.',
    city: 'Cidade do recebedor',
    cityHelp: 'Até 15 letras, escritas sem acentos no código.',
    saved: 'Recebedor Pix salvo.',
    save: 'Salvar recebedor Pix',
    types: { CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', PHONE: 'Celular (+55)', EVP: 'Chave aleatória' },
  },
  code: {
    title: 'Pagar com Pix',
    scan: 'Leia o QR code com o app do seu banco, ou copie o código e cole no “Pix copia e cola” do app.',
    copyAndPaste: 'Pix copia e cola',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    copyFailed: 'Não foi possível copiar o código: selecione-o e copie à mão.',
    amount: 'Valor',
    txid: 'Identificador',
    qrLabel: 'QR code Pix de {{amount}}',
  },
  financial: {
    title: 'Códigos Pix',
    amount: 'Valor do código',
    preview: 'Mostrar código',
    issue: 'Emitir código',
    issued: 'Código {{txid}} emitido.',
    empty: 'Nenhum código emitido para este caso ainda.',
    issuedAt: 'Emitido',
    issuedBy: 'Por',
    status: 'Situação',
    received: 'Recebido',
    open: 'Em aberto',
    cashEntryTxid: 'Código Pix pago (identificador)',
    receive: 'Registrar o recebimento de',
  },
  portal: {
    due: 'Em aberto agora: {{amount}}',
  },
  codes: {
    'key-invalid': 'Esta chave não é válida para o tipo escolhido.',
    'name-invalid': 'Informe o nome do recebedor, com até 25 letras.',
    'city-invalid': 'Informe a cidade do recebedor, com até 15 letras.',
    'not-configured':
      'O Pix não está configurado: um administrador informa a chave na Configuração do sistema.',
    'amount-invalid': 'Informe um valor maior que zero.',
    'txid-unknown': 'Nenhum código Pix deste caso tem esse identificador.',
    'txid-received': 'Esse código Pix já foi recebido.',
  },
};

export const pix = { 'en-US': enUS, 'pt-BR': ptBR };
