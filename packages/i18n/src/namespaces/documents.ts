import type { Translation } from '../Translation';
import { documentsStaff } from './documentsStaff';

/** The documents of a case (scans, translations, apostilles) for staff and for the family portal. */
const enUS = {
  kinds: {
    ORIGINAL_SCAN: 'Scan of the original',
    TRANSLATION: 'Sworn translation',
    APOSTILLE_ORIGINAL: 'Apostille of the original',
    APOSTILLE_TRANSLATION: 'Apostille of the translation',
    OTHER: 'Other',
  },
  statuses: {
    PENDING_REVIEW: 'Awaiting review',
    ACCEPTED: 'Accepted',
    REJECTED: 'Sent back',
  },
  codes: {
    'unsupported-type':
      'Send a PDF or a JPEG, PNG or WebP picture. (An iPhone HEIC photo: choose "Most compatible".)',
    'type-mismatch': 'The file is not of the type it says it is.',
    empty: 'The file is empty.',
    'too-large': 'The file is larger than the limit accepted.',
    'case-storage-full':
      "This case's storage is full: the file does not fit in what is left. Delete files the case no longer needs or send a smaller one.",
    'pdf-encrypted': 'The PDF is protected by a password: send it without the protection.',
    'pdf-javascript': 'The PDF carries scripts and cannot be accepted: send a plain copy (print it to PDF).',
    'pdf-active-content':
      'The PDF carries actions, attachments or media and cannot be accepted: send a plain copy (print it to PDF).',
    'too-complex':
      'The file is too heavy to open safely (huge pictures or drawings): send a scan or a lighter copy.',
    unreadable: 'The file is damaged and cannot be opened.',
    'no-file': 'Choose a file to send.',
    'too-many-files': 'Send one file at a time.',
    'certificate-not-in-protocol': 'This certificate is not part of this case.',
    'not-requested': 'The office has not asked for this document.',
    budget: 'A budget has no documents: convert it to a protocol first.',
    'render-client-not-in-protocol': 'This client is not one of the protocol clients.',
    'render-template-inactive': 'This letter or contract is inactive.',
    'render-unavailable': 'The PDF could not be made now: try again in a moment.',
    'reason-required': 'Say why the file is sent back.',
    'too-long': 'The text is too long.',
  },
  /** the staff screens: a certificate's files, review, the family request and the protocol's Documents tab */
  staff: documentsStaff['en-US'],
};

const ptBR: Translation<typeof enUS> = {
  kinds: {
    ORIGINAL_SCAN: 'Digitalização do original',
    TRANSLATION: 'Tradução juramentada',
    APOSTILLE_ORIGINAL: 'Apostila do original',
    APOSTILLE_TRANSLATION: 'Apostila da tradução',
    OTHER: 'Outro',
  },
  statuses: {
    PENDING_REVIEW: 'Aguardando análise',
    ACCEPTED: 'Aceito',
    REJECTED: 'Devolvido',
  },
  codes: {
    'unsupported-type':
      'Envie um PDF ou uma imagem JPEG, PNG ou WebP. (Foto HEIC do iPhone: escolha "Mais compatível".)',
    'type-mismatch': 'O arquivo não é do tipo que diz ser.',
    empty: 'O arquivo está vazio.',
    'too-large': 'O arquivo é maior que o limite aceito.',
    'case-storage-full':
      'O espaço deste caso está cheio: o arquivo não cabe no que resta. Exclua arquivos de que o caso não precisa mais ou envie um menor.',
    'pdf-encrypted': 'O PDF está protegido por senha: envie-o sem a proteção.',
    'pdf-javascript':
      'O PDF contém scripts e não pode ser aceito: envie uma cópia simples (imprima-o em PDF).',
    'pdf-active-content':
      'O PDF contém ações, anexos ou mídia e não pode ser aceito: envie uma cópia simples (imprima-o em PDF).',
    'too-complex':
      'O arquivo é pesado demais para abrir com segurança (imagens ou desenhos enormes): envie um escaneamento ou uma cópia mais leve.',
    unreadable: 'O arquivo está danificado e não pode ser aberto.',
    'no-file': 'Escolha um arquivo para enviar.',
    'too-many-files': 'Envie um arquivo por vez.',
    'certificate-not-in-protocol': 'Esta certidão não faz parte deste caso.',
    'not-requested': 'O escritório não pediu este documento.',
    budget: 'Um orçamento não tem documentos: converta-o em protocolo primeiro.',
    'render-client-not-in-protocol': 'Este cliente não é um dos clientes do protocolo.',
    'render-template-inactive': 'Esta carta ou contrato está inativo.',
    'render-unavailable': 'Não foi possível gerar o PDF agora: tente de novo em instantes.',
    'reason-required': 'Diga por que o arquivo foi devolvido.',
    'too-long': 'O texto é longo demais.',
  },
  staff: documentsStaff['pt-BR'],
};

export const documents = { 'en-US': enUS, 'pt-BR': ptBR };
