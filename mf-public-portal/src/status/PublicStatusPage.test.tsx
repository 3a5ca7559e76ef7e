import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accessCodeStorageKey } from '@linhagem/contracts';
import { renderRoutes } from '@linhagem/ui-kit/testing';
import { portalRoutes } from '../routes';
import { anInfo, CODE, PROTOCOL_ID, servePortal } from '../../test/fixtures';
import { server } from '../../test/server';

const PAGE = `/public-client/${PROTOCOL_ID}/status`;

beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

describe('the status page', () => {
  it('shows the group, members with dependents, the progress in its colour, the timeline and the office contact', async () => {
    servePortal({
      info: anInfo({
        persons: [{ name: 'Ana Rossi', dependents: ['Bia Rossi'] }],
        checklist: { progress: 45.5, color: 'YELLOW', certificates: 4 },
        timeline: [
          { kind: 'CREATED', at: '2026-01-10T12:00:00.000Z' },
          { kind: 'STAGE', at: '2026-02-01T12:00:00.000Z', stage: 'TRANSLATION' },
          {
            kind: 'DOCUMENT_RECEIVED',
            at: '2026-02-05T12:00:00.000Z',
            certificate: 'BIRTH',
            label: 'Giuseppe Rossi',
          },
        ],
      }),
    });
    const view = renderRoutes({ routes: portalRoutes, path: PAGE, language: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Família Rossi' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getByText('Ana Rossi')).toBeInTheDocument();
    expect(
      within(within(members).getByRole('list', { name: 'Underage dependents of Ana Rossi' })).getByText(
        'Bia Rossi',
      ),
    ).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Documentation progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '45.5');
    expect(bar.closest('.pp-progress')).toHaveClass('pp-progress-yellow');
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Case opened')).toBeInTheDocument();
    expect(within(timeline).getByText(/^Stage: /)).toBeInTheDocument();
    expect(within(timeline).getByText('Document received: Birth – Giuseppe Rossi')).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact the office' });
    expect(await within(contact).findByText('Escritório Linhagem')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /4000-1234/ })).toHaveAttribute(
      'href',
      'tel:1140001234',
    );
    // the header: office phones, and the language switch
    expect(screen.getByRole('list', { name: 'Office phone numbers' })).toBeInTheDocument();
    view.switchLanguage('pt-BR');
    expect(await screen.findByRole('region', { name: 'Linha do tempo' })).toBeInTheDocument();
  });

  it("heads the page with the login page's office name until the contact details are filled in", async () => {
    servePortal({});
    server.use(
      http.get('*/api/configuration/office', () =>
        HttpResponse.json({ name: '', phones: [], email: '', address: '' }),
      ),
      http.get('*/api/configuration/login-page', () =>
        HttpResponse.json({ officeName: 'Rossi Cidadania', logo: null }),
      ),
    );
    const view = renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Rossi Cidadania')).toBeInTheDocument();
    expect(within(header).queryByText('Nosso escritório')).not.toBeInTheDocument();
    view.unmount();

    // filled in, the contact details' name wins
    servePortal({});
    server.use(
      http.get('*/api/configuration/login-page', () =>
        HttpResponse.json({ officeName: 'Rossi Cidadania', logo: null }),
      ),
    );
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    expect(
      await within(await screen.findByRole('banner')).findByText('Escritório Linhagem'),
    ).toBeInTheDocument();
  });

  it('writes the progress with the decimal separator of the language', async () => {
    servePortal({ info: anInfo({ checklist: { progress: 64.2857, color: 'YELLOW', certificates: 14 } }) });
    const view = renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    expect(await screen.findByText('64,29 %')).toBeInTheDocument();
    view.switchLanguage('en-US');
    expect(await screen.findByText('64.29%')).toBeInTheDocument();
  });

  it('congratulates when the checklist is sent at 100 %', async () => {
    servePortal({
      info: anInfo({ sent: true, checklist: { progress: 100, color: 'DARK_GREEN', certificates: 3 } }),
    });
    renderRoutes({ routes: portalRoutes, path: PAGE, language: 'pt-BR' });
    expect(await screen.findByText('Parabéns!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar').closest('.pp-progress')).toHaveClass('pp-progress-dark-green');
  });
});
