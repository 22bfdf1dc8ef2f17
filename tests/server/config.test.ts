// The settings read from the environment (server/config.ts) that decide what `npm start` does
// before it listens.
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';

describe('PORTRAITS_AT_START', () => {
  it('draws the portraits at start unless it is off, in any case', () => {
    expect(readConfig({}, []).portraitsAtStart).toBe(true);
    expect(readConfig({ PORTRAITS_AT_START: 'on' }, []).portraitsAtStart).toBe(true);
    expect(readConfig({ PORTRAITS_AT_START: 'OFF' }, []).portraitsAtStart).toBe(false);
  });

  it('refuses any other value, naming the setting and the value', () => {
    expect(() => readConfig({ PORTRAITS_AT_START: 'later' }, [])).toThrow(ConfigError);
    expect(() => readConfig({ PORTRAITS_AT_START: 'later' }, [])).toThrow('PORTRAITS_AT_START must be on or off, not later');
  });
});
