import type { Translation } from '../Translation';

const enUS = {
  placeholder: { title: 'protocols' },
};

const ptBR: Translation<typeof enUS> = {
  placeholder: { title: 'protocols' },
};

export const protocols = { 'en-US': enUS, 'pt-BR': ptBR };
