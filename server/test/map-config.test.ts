import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { tileOrigins } from '../src/map-config';

describe('the map settings of the configuration', () => {
  it("default to OpenStreetMap's standard tiles, one host, with their attribution", () => {
    expect(readConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      subdomains: '',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
    });
  });

  it('take a tile server with subdomains, its attribution and zoom', () => {
    const map = readConfig({
      MAP_TILE_URL: ' https://{s}.tiles.example.org/base/{z}/{x}/{y}{r}.png ',
      MAP_TILE_SUBDOMAINS: 'abc',
      MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors',
      MAP_TILE_ATTRIBUTION_URL: 'https://tiles.example.org/terms',
      MAP_MAX_ZOOM: '17',
    }).map;
    expect(map).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/base/{z}/{x}/{y}{r}.png',
      subdomains: 'abc',
      attribution: '© Example Maps, © OpenStreetMap contributors',
      attributionUrl: 'https://tiles.example.org/terms',
      maxZoom: 17,
    });
    expect(tileOrigins(map)).toEqual([
      'https://a.tiles.example.org',
      'https://b.tiles.example.org',
      'https://c.tiles.example.org',
    ]);
  });

  it('take "none" for no tile server: the map draws its own basemap alone', () => {
    const map = readConfig({ MAP_TILE_URL: 'none' }).map;
    expect(map).toEqual({ tileUrl: null, subdomains: '', attribution: '', maxZoom: 19 });
    expect(tileOrigins(map)).toEqual([]);
  });

  it('take a local tile server over http, as tests run one', () => {
    const map = readConfig({ MAP_TILE_URL: 'http://127.0.0.1:9100/tiles/{z}/{x}/{y}.png' }).map;
    expect(tileOrigins(map)).toEqual(['http://127.0.0.1:9100']);
  });

  it.each([
    [{ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' }, /MAP_TILE_URL must be an absolute https address/],
    [{ MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' }, /MAP_TILE_URL must be an https/],
    [{ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' }, /MAP_TILE_URL must be an https/],
    [
      { MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' },
      /MAP_TILE_URL must hold .*no \{y\}/,
    ],
    [
      { MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}' },
      /MAP_TILE_URL has \{apikey\}/,
    ],
    [
      { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
      /MAP_TILE_SUBDOMAINS must say/,
    ],
    [{ MAP_TILE_SUBDOMAINS: 'abc' }, /MAP_TILE_SUBDOMAINS is set but MAP_TILE_URL has no \{s\}/],
    [
      { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'a.b' },
      /MAP_TILE_SUBDOMAINS must be letters or digits/,
    ],
    [{ MAP_TILE_ATTRIBUTION: '<a href="x">Maps</a>' }, /MAP_TILE_ATTRIBUTION must be plain text/],
    [
      { MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)' },
      /MAP_TILE_ATTRIBUTION_URL must be an https/,
    ],
    [{ MAP_TILE_ATTRIBUTION_URL: 'copyright' }, /MAP_TILE_ATTRIBUTION_URL must be an absolute/],
    [{ MAP_MAX_ZOOM: '23' }, /MAP_MAX_ZOOM must be a whole number from 1 to 22/],
    [{ MAP_MAX_ZOOM: '18.5' }, /MAP_MAX_ZOOM/],
    [{ MAP_MAX_ZOOM: 'max' }, /MAP_MAX_ZOOM/],
  ])('refuse %o with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
