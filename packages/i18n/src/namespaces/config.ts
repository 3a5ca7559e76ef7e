import type { Translation } from '../Translation';

const enUS = {
  placeholder: { title: 'config' },
};

const ptBR: Translation<typeof enUS> = {
  placeholder: { title: 'config' },
};

export const config = { 'en-US': enUS, 'pt-BR': ptBR };
