import { execFileSync } from 'node:child_process';
import { root } from './workspaces';

// docs/adr-form-kit.md: a form is useEntityForm; eslint-rules/noUseStateForm.mjs refuses a component whose fields
// are useStates fed by its inputs, and lets a search box, a toggle or a one-field dialog be.

/** The rule's complaints about each sample, linted as a screen's file in one plain node run. */
function complaints(samples: Record<string, string>): Record<string, number> {
  // jest runs the tests as CommonJS, where ESLint cannot load the repository's eslint.config.mjs
  const script = `const { ESLint } = require('eslint');
    const eslint = new ESLint({ cwd: process.cwd() });
    const samples = Object.entries(JSON.parse(process.argv[1]));
    Promise.all(samples.map(([, code]) => eslint.lintText(code, { filePath: 'mf-protocols/src/detail/probe.tsx' })))
      .then((results) => process.stdout.write(JSON.stringify(Object.fromEntries(results.map(([result], i) =>
        [samples[i][0], result.messages.filter((m) => m.ruleId === 'linhagem/no-use-state-form').length])))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(samples)], { cwd: root, encoding: 'utf8' }),
  ) as Record<string, number>;
}

const header = "import { useState } from 'react';\n";

it('refuses useStates fed by inputs with a <form> or a Save reading three of them, and nothing else', () => {
  expect(
    complaints({
      withForm: `${header}export function Deadline() {
        const [title, setTitle] = useState('');
        const [date, setDate] = useState('');
        return <form onSubmit={() => undefined}><input value={title} onChange={(e) => setTitle(e.target.value)} />
          <input value={date} onChange={(e) => setDate(e.target.value)} /></form>;
      }`,
      saveReadsThree: `${header}export const Custody = () => {
        const [place, setPlace] = useState('');
        const [at, setAt] = useState('');
        const [note, setNote] = useState('');
        const save = () => console.log(place, at, note);
        return <div><input value={place} onChange={(e) => setPlace(e.target.value)} />
          <input value={at} onChange={(e) => setAt(e.target.value)} />
          <input value={note} onChange={(e) => setNote(e.target.value)} /><button onClick={save}>Save</button></div>;
      };`,
      searchBox: `${header}export function Search() {
        const [query, setQuery] = useState('');
        const [open, setOpen] = useState(false);
        return <form><input value={query} onChange={(e) => setQuery(e.target.value)} />
          <button onClick={() => setOpen(!open)}>more</button></form>;
      }`,
      oneFieldAndAReset: `${header}export function Finalize() {
        const [message, setMessage] = useState('');
        const [error, setError] = useState<string | null>(null);
        return <form><textarea value={message} onChange={(e) => { setMessage(e.target.value); setError(null); }} />
          {error}</form>;
      }`,
      filtersWithoutSubmit: `${header}export function Filters() {
        const [status, setStatus] = useState('');
        const [year, setYear] = useState('');
        return <div><input value={status} onChange={(e) => setStatus(e.target.value)} />
          <input value={year} onChange={(e) => setYear(e.target.value)} /></div>;
      }`,
      saidWhy: `${header}// eslint-disable-next-line linhagem/no-use-state-form -- a canvas's strokes, not a record's fields
      export function Pad() {
        const [a, setA] = useState('');
        const [b, setB] = useState('');
        return <form><input value={a} onChange={(e) => setA(e.target.value)} />
          <input value={b} onChange={(e) => setB(e.target.value)} /></form>;
      }`,
    }),
  ).toEqual({
    withForm: 1,
    saveReadsThree: 1,
    searchBox: 0,
    oneFieldAndAReset: 0,
    filtersWithoutSubmit: 0,
    saidWhy: 0,
  });
});
