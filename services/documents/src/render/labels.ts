import type { RenderLanguage } from '@linhagem/contracts';

/** The words of the PDFs, in each language a protocol may be written in. */
const PT_BR = {
  page: (current: number, total: number) => `Página ${current} de ${total}`,
  cnpj: 'CNPJ',
  quoteOfBudget: 'Orçamento',
  quoteOfProtocol: 'Proposta de serviços',
  code: 'Código',
  family: 'Família',
  date: 'Data',
  clients: 'Clientes',
  service: 'Serviço',
  client: 'Cliente',
  gross: 'Bruto',
  discount: 'Desconto',
  net: 'Líquido',
  subtotal: 'Subtotal',
  totalGross: 'Total bruto',
  totalDiscount: 'Descontos',
  totalNet: 'Total líquido',
  tax: (rate: string) => `Imposto (${rate})`,
  total: 'Total',
  validity: (days: number, until: string) => `Válido por ${days} dias, até ${until}.`,
  paymentTerms: 'Condições de pagamento',
  noServices: 'Nenhum serviço.',
};
type Labels = typeof PT_BR;

const EN_US: Labels = {
  page: (current, total) => `Page ${current} of ${total}`,
  cnpj: 'CNPJ',
  quoteOfBudget: 'Quote',
  quoteOfProtocol: 'Service proposal',
  code: 'Code',
  family: 'Family',
  date: 'Date',
  clients: 'Clients',
  service: 'Service',
  client: 'Client',
  gross: 'Gross',
  discount: 'Discount',
  net: 'Net',
  subtotal: 'Subtotal',
  totalGross: 'Gross total',
  totalDiscount: 'Discounts',
  totalNet: 'Net total',
  tax: (rate) => `Tax (${rate})`,
  total: 'Total',
  validity: (days, until) => `Valid for ${days} days, until ${until}.`,
  paymentTerms: 'Payment terms',
  noServices: 'No services.',
};

export const PDF_LABELS: Record<RenderLanguage, Labels> = { 'pt-BR': PT_BR, 'en-US': EN_US };
