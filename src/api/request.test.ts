import { describe, expect, it } from 'vitest';
import { headersRecord } from './request';

describe("a generated call's own headers (headersRecord)", () => {
  it('reads every form fetch accepts, so none is lost after the Content-Type', () => {
    const record = { 'X-Trace': '1' };
    expect(headersRecord(record)).toEqual({ 'X-Trace': '1' });
    expect(headersRecord([['X-Trace', '1']])).toEqual({ 'X-Trace': '1' });
    expect(headersRecord(new Headers({ 'X-Trace': '1' }))).toEqual({ 'x-trace': '1' });
    expect(headersRecord()).toEqual({});
  });
});
