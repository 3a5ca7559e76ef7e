import type { Translation } from '../Translation';

const enUS = {
  placeholder: { title: 'shell' },
};

const ptBR: Translation<typeof enUS> = {
  placeholder: { title: 'shell' },
};

export const shell = { 'en-US': enUS, 'pt-BR': ptBR };
