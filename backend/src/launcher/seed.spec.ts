import { ConfigError } from '../core/config/config';
import { parseSeedArgs } from './seed';

describe('npm run seed options', () => {
  it('reads --reset and --accounts N in either spelling', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, accounts: null });
    expect(parseSeedArgs(['--reset'])).toEqual({ reset: true, accounts: null });
    expect(parseSeedArgs(['--accounts', '100000'])).toEqual({ reset: false, accounts: 100000 });
    expect(parseSeedArgs(['--reset', '--accounts=5000'])).toEqual({ reset: true, accounts: 5000 });
  });

  it('refuses unknown options and counts that are not whole numbers in range, in one sentence', () => {
    expect(() => parseSeedArgs(['--acounts', '5'])).toThrow(new ConfigError('Unknown option --acounts. Usage: npm run seed [-- --reset] [-- --accounts N]'));
    for (const bad of [['--accounts'], ['--accounts', 'many'], ['--accounts', '0'], ['--accounts', '2.5'], ['--accounts', '9000000']])
      expect(() => parseSeedArgs(bad)).toThrow(/--accounts needs a whole number from 1 to 2000000/);
  });
});
