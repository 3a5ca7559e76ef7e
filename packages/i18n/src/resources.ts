import { common } from './namespaces/common';
import { shell } from './namespaces/shell';
import { clients } from './namespaces/clients';
import { protocols } from './namespaces/protocols';
import { config } from './namespaces/config';
import { portal } from './namespaces/portal';
import { checklist } from './namespaces/checklist';
import { documents } from './namespaces/documents';
import { forms } from './namespaces/forms';
import { signatures } from './namespaces/signatures';
import { clock } from './namespaces/clock';
import { pix } from './namespaces/pix';
import { imports } from './namespaces/imports';
import { reading } from './namespaces/reading';
import { exportAudit } from './namespaces/exportAudit';

/** Every namespace in both languages; one file per feature so teams do not collide. */
export const resources = {
  'en-US': {
    common: common['en-US'],
    shell: shell['en-US'],
    clients: clients['en-US'],
    protocols: protocols['en-US'],
    config: config['en-US'],
    portal: portal['en-US'],
    checklist: checklist['en-US'],
    documents: documents['en-US'],
    forms: forms['en-US'],
    signatures: signatures['en-US'],
    clock: clock['en-US'],
    pix: pix['en-US'],
    imports: imports['en-US'],
    reading: reading['en-US'],
    exportAudit: exportAudit['en-US'],
  },
  'pt-BR': {
    common: common['pt-BR'],
    shell: shell['pt-BR'],
    clients: clients['pt-BR'],
    protocols: protocols['pt-BR'],
    config: config['pt-BR'],
    portal: portal['pt-BR'],
    checklist: checklist['pt-BR'],
    documents: documents['pt-BR'],
    forms: forms['pt-BR'],
    signatures: signatures['pt-BR'],
    clock: clock['pt-BR'],
    pix: pix['pt-BR'],
    imports: imports['pt-BR'],
    reading: reading['pt-BR'],
    exportAudit: exportAudit['pt-BR'],
  },
};
export type Resources = (typeof resources)['en-US'];
export const NAMESPACES = Object.keys(resources['en-US']) as (keyof Resources)[];
