import { asContractNeeds, contractProblems, type ContractProvides } from './contract';

// A small caret/exact check for the test; the shell and the release pass the federation runtime's `satisfy`.
const satisfies = (version: string, range: string) =>
  range.startsWith('^')
    ? version.split('.')[0] === range.slice(1).split('.')[0] && version >= range.slice(1)
    : version === range;

const provides: ContractProvides = {
  shared: { react: '19.3.1', '@portal/shared': '1.2.0' },
  exports: { '@portal/shared': ['openOverlay', 'useApiQuery'], 'react-router': ['Link', 'useParams'] },
};

describe('contractProblems', () => {
  it('accepts a remote whose ranges and imports the shell provides', () => {
    const needs = {
      shared: { react: '^19.2.0', '@portal/shared': '^1.0.0' },
      imports: { '@portal/shared': ['openOverlay'], 'react-router': ['Link'] },
    };
    expect(contractProblems(needs, provides, satisfies)).toEqual([]);
  });

  it('names each missing export and each range the shell does not meet', () => {
    const needs = {
      shared: { '@portal/shared': '^2.0.0', jotai: '^2.12.0' },
      imports: { '@portal/shared': ['openOverlay', 'fetchNewThing'], 'react-router': ['useBlocker'] },
    };
    expect(contractProblems(needs, provides, satisfies)).toEqual([
      'it needs @portal/shared ^2.0.0, and the shell shares 1.2.0',
      'it needs jotai ^2.12.0, which the shell does not share',
      'it imports "fetchNewThing" from @portal/shared, which the shell does not provide',
      'it imports "useBlocker" from react-router, which the shell does not provide',
    ]);
  });
});

describe('asContractNeeds', () => {
  it('reads a recorded contract and nothing else', () => {
    expect(asContractNeeds({ shared: {}, imports: {} })).toEqual({ shared: {}, imports: {} });
    expect(asContractNeeds(undefined)).toBeNull();
    expect(asContractNeeds({ shared: [] as never, imports: {} })).toBeNull();
  });
});
