import type { Connection } from 'mongoose';
import {
  budgetServicesProtocolSchema,
  typeServiceBodySchema,
  type TypeServiceBody,
} from '@linhagem/contracts';
import { demoCaller, recordAudit } from '@linhagem/service-kit';
import { BUDGET_SERVICES_PROTOCOL_ID } from '../configuration/configuration.routes';
import { writeSettingIfMissing } from '../configuration/settings';
import { toApi } from '../crud/toApi';
import { textFragmentModel } from '../documents/models';
import { typeServiceModel } from '../typeService/model';

const DEMO_CALLER = demoCaller('catalog');

/** The office's services, one of each way of pricing (services/protocols' demo cases name them). */
const TYPE_SERVICES: TypeServiceBody[] = [
  // 15% off from the second person of the family
  { name: 'Assessoria de cidadania italiana', price: 900000, haveDiscount: true, perClient: true,
    amountOfItems: 2, discountType: 'PERCENT', discount: 15 },
  // one price for the family, plus a share per person
  { name: 'Assessoria de cidadania portuguesa', price: 700000, sharedValue: true, additivePerClient: 300000 },
  { name: 'Busca de certidões em cartório', price: 45000 },
  { name: 'Traduções para o italiano', price: 120000 },
  { name: 'Retificação de registro civil', price: 450000 },
  // R$ 50,00 off the whole order from three people
  { name: 'Apostilamento de certidões', price: 25000, haveDiscount: true, amountOfItems: 3,
    discountType: 'VALUE', discount: 5000 },
]; // prettier-ignore

/** The office's tax rate, so a case with tax shows its line. */
const DEMO_TAX_RATE = 6;

/** The payment terms a demo quote prints (the budget defaults name this fragment). */
const DEMO_PAYMENT_TERMS = {
  name: 'Condições de pagamento',
  code: 'PAGAMENTO',
  group: 'orçamento',
  content:
    '<p>50% na assinatura do contrato e o saldo em até 3 parcelas mensais.</p>' +
    '<p>Taxas consulares e traduções juramentadas são pagas à parte.</p>',
  active: true,
};

/** Creates the demo type services and budget defaults on an empty type-service collection; does nothing otherwise. */
export async function seedDemoData(connection: Connection): Promise<number> {
  const model = typeServiceModel(connection);
  if ((await model.estimatedDocumentCount()) > 0) return 0;
  for (const body of TYPE_SERVICES) {
    const saved = toApi<{ id: string; name: string }>(
      (await model.create(typeServiceBodySchema.parse(body))).toObject(),
    );
    await recordAudit(
      connection,
      DEMO_CALLER,
      'TypeService',
      'CREATE',
      { entityId: saved.id, entityName: saved.name },
      undefined,
      saved,
    );
  }
  if (!(await textFragmentModel(connection).exists({ code: DEMO_PAYMENT_TERMS.code })))
    await textFragmentModel(connection).create(DEMO_PAYMENT_TERMS);
  await writeSettingIfMissing(
    connection,
    BUDGET_SERVICES_PROTOCOL_ID,
    budgetServicesProtocolSchema.parse({
      taxRate: DEMO_TAX_RATE,
      paymentTermsFragment: DEMO_PAYMENT_TERMS.code,
    }),
    DEMO_CALLER.userName,
  );
  return TYPE_SERVICES.length;
}
