import type { Translation } from '../Translation';

/** The family portal (spec 2 "Public routes", issue 15): the public client form and the status page. */
const enUS = {
  codes: {
    'access-denied': 'Protocol not found or access code invalid.',
    'too-many-attempts': 'Too many wrong access codes. Try again in a few minutes.',
    'read-only': 'This case is closed: its data can no longer change.',
    'person-not-found': 'This person is not part of this case.',
    'main-client': 'The main client of the case cannot be removed.',
    'responsible-of-underage': 'This person is responsible for an underage: remove the underage first.',
    'covered-by-service': 'A service of the case covers this person: ask the office to remove them.',
    'responsible-invalid': 'Choose an adult of this case as the responsible.',
    'message-required': 'Write a message.',
    'message-too-long': 'The message is too long.',
  },
};

const ptBR: Translation<typeof enUS> = {
  codes: {
    'access-denied': 'Protocolo não encontrado ou código de acesso inválido.',
    'too-many-attempts': 'Muitos códigos de acesso errados. Tente novamente em alguns minutos.',
    'read-only': 'Este caso está encerrado: seus dados não podem mais ser alterados.',
    'person-not-found': 'Esta pessoa não faz parte deste caso.',
    'main-client': 'O cliente principal do caso não pode ser removido.',
    'responsible-of-underage': 'Esta pessoa é responsável por um menor: remova o menor primeiro.',
    'covered-by-service': 'Um serviço do caso cobre esta pessoa: peça ao escritório para removê-la.',
    'responsible-invalid': 'Escolha um adulto deste caso como responsável.',
    'message-required': 'Escreva uma mensagem.',
    'message-too-long': 'A mensagem é longa demais.',
  },
};

export const portal = { 'en-US': enUS, 'pt-BR': ptBR };
