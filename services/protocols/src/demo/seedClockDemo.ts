import { addDaysIso } from '@linhagem/contracts';
import { demoCaller, officeDay } from '@linhagem/service-kit';
import { addCustodyMove } from '../checklist/custody';
import { certificateModel } from '../checklist/model';
import type { Deps } from '../protocol/service';
import { savePost, setQueueEntry } from '../queue/service';

const DEMO_CALLER = demoCaller('protocols');

/** The posts an office in São Paulo state queues at (domain notes, "Italy, queues"; comune.piacenza.it). */
const DEMO_POSTS = [
  { name: 'Consulado-Geral da Itália em São Paulo', kind: 'CONSULATE' as const, active: true },
  { name: 'Consulado da Itália em Curitiba', kind: 'CONSULATE' as const, active: true },
  { name: 'Comune di Piacenza', kind: 'COMUNE' as const, active: true },
];

/**
 * The legal clock on the Fontana case: the applicant's passport original went from the office to the sworn
 * translator 40 days ago (the work queue's "outside the office" filter finds it), and the case waits in São
 * Paulo's 2014 call list. The minor's registration deadline comes from Helena's birth date (clients' demo).
 */
export async function seedClockDemo(deps: Deps, protocolId: string) {
  const [saoPaulo] = await Promise.all(DEMO_POSTS.map((post) => savePost(deps.connection, post)));
  await setQueueEntry(deps.connection, protocolId, {
    post: saoPaulo.id,
    bookingReference: 'SP-2014-004217',
    callListYear: 2014,
    appointmentDate: null,
    whatToBring:
      'Originais apostilados com as traduções juramentadas apostiladas, comprovante da taxa de EUR 600 por adulto',
  });
  const passport = await certificateModel(deps.connection)
    .findOne({ protocol: protocolId, typeOfCertificate: 'IDENTIFICATION' })
    .lean();
  if (!passport) return;
  const today = await officeDay();
  for (const [place, daysAgo, note] of [
    ['OFFICE', 55, 'Entregue pela família no escritório'],
    ['TRANSLATOR', 40, 'Enviado à tradutora juramentada para a tradução ao italiano'],
  ] as const)
    await addCustodyMove(deps.connection, deps.remotes, DEMO_CALLER, String(passport._id), {
      place,
      note,
      trackingNumber: null,
      at: addDaysIso(today, -daysAgo),
    });
}
