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

describe('METRICS_PORT, METRICS_HOST and METRICS_TOKEN', () => {
  it('count no metrics unless a port or a token is set; the port listens on the loopback address by default', () => {
    expect(readConfig({}, []).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464' }, []).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, []).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(readConfig({ METRICS_TOKEN: 'sixteen-chars-ok' }, []).metrics).toEqual({ host: '127.0.0.1', token: 'sixteen-chars-ok' });
  });

  it('refuses a short or spaced token, a port out of range, and the public port', () => {
    expect(() => readConfig({ METRICS_TOKEN: 'short' }, [])).toThrow(
      'METRICS_TOKEN must be at least 16 printable characters without spaces',
    );
    expect(() => readConfig({ METRICS_TOKEN: 'a token with spaces' }, [])).toThrow(ConfigError);
    expect(() => readConfig({ METRICS_PORT: '70000' }, [])).toThrow('METRICS_PORT must be an integer from 1 to 65535, not 70000');
    expect(() => readConfig({ METRICS_PORT: '3000' }, [])).toThrow('METRICS_PORT must differ from PORT');
  });
});

describe('BACKUP_DIR, BACKUP_INTERVAL_MINUTES and BACKUP_KEEP', () => {
  it('schedule no backups without a folder, and every day keeping seven by default', () => {
    expect(readConfig({}, []).backups).toBeUndefined();
    expect(readConfig({ BACKUP_DIR: '/var/backups/lw' }, []).backups).toEqual({ dir: '/var/backups/lw', intervalMs: 86_400_000, keep: 7 });
    expect(readConfig({ BACKUP_DIR: '/b', BACKUP_INTERVAL_MINUTES: '60', BACKUP_KEEP: '48' }, []).backups).toEqual({
      dir: '/b',
      intervalMs: 3_600_000,
      keep: 48,
    });
    expect(() => readConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' }, [])).toThrow('BACKUP_KEEP must be an integer from 1 to 10000, not 0');
  });
});

describe('LOG_LEVEL', () => {
  it("takes pino's levels in any case, and refuses anything else by name", () => {
    expect(() => readConfig({ LOG_LEVEL: 'WARN' }, [])).not.toThrow();
    expect(() => readConfig({ LOG_LEVEL: 'silent' }, [])).not.toThrow();
    expect(() => readConfig({ LOG_LEVEL: 'verbose' }, [])).toThrow(
      'LOG_LEVEL must be one of silent, fatal, error, warn, info, debug, trace, not verbose',
    );
  });
});
