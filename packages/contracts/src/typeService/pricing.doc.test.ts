import fs from 'node:fs';
import path from 'node:path';
import { priceTypeService, type PriceResult, type TypeServicePricing } from './priceTypeService';

/** Every row of docs/pricing.md's worked examples, priced and compared with what the doc says. */
const doc = fs.readFileSync(path.join(__dirname, '../../../../docs/pricing.md'), 'utf8');
const table =
  doc.split('<!-- pricing-examples:start -->')[1]?.split('<!-- pricing-examples:end -->')[0] ?? '';
const rows = table
  .trim()
  .split('\n')
  .slice(2)
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

const yes = (cell: string) => {
  if (cell !== 'yes' && cell !== 'no') throw new Error(`yes or no expected, got ${cell}`);
  return cell === 'yes';
};
const int = (cell: string) => {
  if (!/^\d+$/.test(cell)) throw new Error(`whole cents expected, got ${cell}`);
  return Number(cell);
};

function parseRow(cells: string[]): {
  name: string;
  service: TypeServicePricing;
  clients: number;
  expected: PriceResult;
} {
  const [
    ,
    name,
    price,
    shared,
    additive,
    have,
    type,
    amount,
    per,
    cumulative,
    from,
    n,
    gross,
    discount,
    net,
    perClient,
  ] = cells;
  if (type !== 'PERCENT' && type !== 'VALUE') throw new Error(`discount type expected, got ${type}`);
  return {
    name,
    service: {
      price: int(price),
      sharedValue: yes(shared),
      additivePerClient: int(additive),
      haveDiscount: yes(have),
      discountType: type,
      discount: Number(amount),
      perClient: yes(per),
      cumulative: yes(cumulative),
      amountOfItems: int(from),
    },
    clients: int(n),
    expected: {
      gross: int(gross),
      discount: int(discount),
      net: int(net),
      clients: perClient.split(';').map((line) => {
        const match = /^(\d+)−(\d+)=(\d+)$/.exec(line.trim());
        if (!match) throw new Error(`gross−discount=net expected, got ${line}`);
        return { gross: Number(match[1]), discount: Number(match[2]), net: Number(match[3]) };
      }),
    },
  };
}

describe('docs/pricing.md worked examples', () => {
  it('has at least twelve examples, each with 16 cells', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const cells of rows) expect(cells).toHaveLength(16);
  });

  it.each(rows.map((cells) => [cells[0], cells[1], cells] as const))(
    'row %s: %s',
    (_number, _name, cells) => {
      const { service, clients, expected } = parseRow(cells);
      expect(priceTypeService(service, clients)).toEqual(expected);
    },
  );
});
