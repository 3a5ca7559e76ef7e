import type { Translation } from '../Translation';

/** Keys of the specification (auth.error500, password.incorrect, field.default.error, ...) and shared words. */
const enUS = {
  app: { name: 'Linhagem' },
  auth: {
    error500: 'We could not reach the server. Please try again.',
    reload: 'Reload',
  },
  password: {
    incorrect: 'Incorrect username or password',
    'current-incorrect': 'The current password is incorrect',
    mismatch: 'The new password and its confirmation do not match',
    changed: 'Password changed with success!',
  },
  field: { default: { error: 'Field required' } },
  forms: {
    'email-invalid': 'Invalid email',
    'public-client': { 'information-send': 'Information sent to the office' },
  },
  toast: {
    success: 'Successful process!',
    error: 'Validation failed',
    unsaved: 'There are unsaved changes!',
  },
  confirm: {
    title: 'Confirmation',
    message: 'Are you sure you want to proceed?',
    cancel: 'Cancel',
    yes: 'Yes',
  },
  instability: { message: "Oops! We're experiencing some instability right now...", reload: 'Reload' },
  actions: { save: 'Save', cancel: 'Cancel', edit: 'Edit', remove: 'Remove', back: 'Back', search: 'Search' },
  loading: 'Loading...',
  empty: 'Nothing here yet',
  language: { 'en-US': 'English', 'pt-BR': 'Português (Brasil)' },
};

const ptBR: Translation<typeof enUS> = {
  app: { name: 'Linhagem' },
  auth: {
    error500: 'Não foi possível falar com o servidor. Tente novamente.',
    reload: 'Recarregar',
  },
  password: {
    incorrect: 'Usuário ou senha incorretos',
    'current-incorrect': 'A senha atual está incorreta',
    mismatch: 'A nova senha e a confirmação não conferem',
    changed: 'Senha alterada com sucesso!',
  },
  field: { default: { error: 'Campo obrigatório' } },
  forms: {
    'email-invalid': 'E-mail inválido',
    'public-client': { 'information-send': 'Informações enviadas ao escritório' },
  },
  toast: {
    success: 'Processo realizado com sucesso!',
    error: 'Falha na validação',
    unsaved: 'Existem alterações não salvas!',
  },
  confirm: {
    title: 'Confirmação',
    message: 'Tem certeza de que deseja prosseguir?',
    cancel: 'Cancelar',
    yes: 'Sim',
  },
  instability: { message: 'Ops! Estamos passando por uma instabilidade no momento...', reload: 'Recarregar' },
  actions: {
    save: 'Salvar',
    cancel: 'Cancelar',
    edit: 'Editar',
    remove: 'Remover',
    back: 'Voltar',
    search: 'Buscar',
  },
  loading: 'Carregando...',
  empty: 'Nada aqui ainda',
  language: { 'en-US': 'English', 'pt-BR': 'Português (Brasil)' },
};

export const common = { 'en-US': enUS, 'pt-BR': ptBR };
