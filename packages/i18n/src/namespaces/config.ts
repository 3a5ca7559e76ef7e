import type { Translation } from '../Translation';

const enUS = {
  systemConfiguration: {
    title: 'System configuration',
    open: 'Open',
    sections: {
      users: { title: 'Users', description: 'Who may sign in and at which level.' },
      loginPage: { title: 'Login Page', description: 'Logo, background image and colour of the login page.' },
      typeService: {
        title: 'Type Service',
        description: 'Services, prices and discounts every budget is built from.',
      },
      budgetServicesProtocol: {
        title: 'Budget Services Protocol',
        description: 'The services, validity, texts and tax rate a new budget starts with.',
      },
      textFragment: { title: 'Text Fragment', description: 'Reusable pieces of text, by group.' },
      quickProtocolCreate: {
        title: 'Quick Protocol Create',
        description: 'Templates of the services a quick protocol starts with.',
      },
      letter: { title: 'Letter', description: 'Letters with merge fields.' },
      contract: { title: 'Contract', description: 'Contracts with merge fields and fragments.' },
    },
  },
  typeService: {
    listTitle: 'Type services',
    new: 'New type service',
    empty: 'No type service yet.',
    filterName: 'Search by name',
    formTitleNew: 'New type service',
    formTitleEdit: 'Edit type service',
    columns: { name: 'Name', price: 'Price', active: 'Active' },
    fields: {
      name: 'Name',
      price: 'Price',
      isActive: 'Active',
      sharedValue: 'Shared value (one price for the family)',
      additivePerClient: 'Additive per extra client',
      haveDiscount: 'Has a discount',
      discountType: 'Discount type',
      discount: 'Discount',
      perClient: 'Discount per client',
      cumulative: 'Cumulative (grows with each client)',
      amountOfItems: 'From how many clients',
      defaultForUnderage: 'Default for underage',
    },
    discountTypes: { VALUE: 'Value', PERCENT: 'Percent' },
    example: {
      title: 'Price example',
      clients: 'Clients',
      gross: 'Gross',
      discount: 'Discount',
      net: 'Net',
      perClient: 'Per client',
    },
    save: 'Save',
    back: 'Back to the list',
    saved: 'Successful process!',
    active: 'Yes',
    inactive: 'No',
  },
  errors: {
    generic: 'Validation failed',
    load: 'The list could not be loaded.',
  },
};

const ptBR: Translation<typeof enUS> = {
  systemConfiguration: {
    title: 'Configuração do sistema',
    open: 'Abrir',
    sections: {
      users: { title: 'Usuários', description: 'Quem pode entrar e com qual nível.' },
      loginPage: { title: 'Página de login', description: 'Logo, imagem de fundo e cor da página de login.' },
      typeService: {
        title: 'Tipos de serviço',
        description: 'Serviços, preços e descontos de todo orçamento.',
      },
      budgetServicesProtocol: {
        title: 'Protocolo de serviços do orçamento',
        description: 'Os serviços, a validade, os textos e a taxa com que um novo orçamento começa.',
      },
      textFragment: {
        title: 'Fragmentos de texto',
        description: 'Trechos de texto reutilizáveis, por grupo.',
      },
      quickProtocolCreate: {
        title: 'Criação rápida de protocolo',
        description: 'Modelos dos serviços com que um protocolo rápido começa.',
      },
      letter: { title: 'Cartas', description: 'Cartas com campos de mesclagem.' },
      contract: { title: 'Contratos', description: 'Contratos com campos de mesclagem e fragmentos.' },
    },
  },
  typeService: {
    listTitle: 'Tipos de serviço',
    new: 'Novo tipo de serviço',
    empty: 'Nenhum tipo de serviço ainda.',
    filterName: 'Buscar pelo nome',
    formTitleNew: 'Novo tipo de serviço',
    formTitleEdit: 'Editar tipo de serviço',
    columns: { name: 'Nome', price: 'Preço', active: 'Ativo' },
    fields: {
      name: 'Nome',
      price: 'Preço',
      isActive: 'Ativo',
      sharedValue: 'Valor compartilhado (um preço para a família)',
      additivePerClient: 'Adicional por cliente extra',
      haveDiscount: 'Tem desconto',
      discountType: 'Tipo de desconto',
      discount: 'Desconto',
      perClient: 'Desconto por cliente',
      cumulative: 'Cumulativo (cresce a cada cliente)',
      amountOfItems: 'A partir de quantos clientes',
      defaultForUnderage: 'Padrão para menor de idade',
    },
    discountTypes: { VALUE: 'Valor', PERCENT: 'Percentual' },
    example: {
      title: 'Exemplo de preço',
      clients: 'Clientes',
      gross: 'Bruto',
      discount: 'Desconto',
      net: 'Líquido',
      perClient: 'Por cliente',
    },
    save: 'Salvar',
    back: 'Voltar para a lista',
    saved: 'Processo realizado com sucesso!',
    active: 'Sim',
    inactive: 'Não',
  },
  errors: {
    generic: 'Falha na validação',
    load: 'Não foi possível carregar a lista.',
  },
};

export const config = { 'en-US': enUS, 'pt-BR': ptBR };
