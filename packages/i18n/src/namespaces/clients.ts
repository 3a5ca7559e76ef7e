import type { Translation } from '../Translation';

const enUS = {
  placeholder: { title: 'clients' },
};

const ptBR: Translation<typeof enUS> = {
  placeholder: { title: 'clients' },
};

export const clients = { 'en-US': enUS, 'pt-BR': ptBR };
