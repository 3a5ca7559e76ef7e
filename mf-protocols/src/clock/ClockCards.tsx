import { DeadlinesCard } from './DeadlinesCard';
import { QueueCard } from './QueueCard';
import { RulesCard } from './RulesCard';

/** The legal clock's cards on a protocol's general tab: the rules of its filing date, deadlines, queue. */
export function ClockCards({ protocolId, editable }: { protocolId: string; editable: boolean }) {
  return (
    <>
      <RulesCard protocolId={protocolId} />
      <DeadlinesCard protocolId={protocolId} editable={editable} />
      <QueueCard protocolId={protocolId} editable={editable} />
    </>
  );
}
