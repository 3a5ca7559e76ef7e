import type { Translation } from '../Translation';

const enUS = {
  placeholder: { title: 'portal' },
};

const ptBR: Translation<typeof enUS> = {
  placeholder: { title: 'portal' },
};

export const portal = { 'en-US': enUS, 'pt-BR': ptBR };
