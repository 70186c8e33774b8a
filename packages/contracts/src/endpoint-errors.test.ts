import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import {
  errorKeysOf,
  errorStatusesOf,
  impliedErrorKeys,
  mayAnswer,
  platformErrorKeys,
} from './endpoint-errors.ts';
import { endpoints } from './endpoints/all.ts';
import { errorStatus } from './errors.ts';

const described = Object.entries(endpoints as Record<string, Endpoint>);

describe("the error keys of an endpoint's description", () => {
  it('are listed once each, none that its shape implies or the platform answers anywhere', () => {
    for (const [name, endpoint] of described) {
      const implied = new Set<string>([...impliedErrorKeys(endpoint), ...platformErrorKeys]);
      expect({ name, repeated: endpoint.errors.filter((key) => implied.has(key)) }).toEqual({
        name,
        repeated: [],
      });
      expect({ name, unique: new Set(endpoint.errors).size === endpoint.errors.length }).toEqual({
        name,
        unique: true,
      });
    }
  });

  it('derive the statuses of the OpenAPI document', () => {
    const { adminRefundOrder, login, health } = endpoints;
    expect(errorKeysOf(login)).toEqual([
      'ValidationErrors',
      'InvalidEmailOrPassword',
      'EmailNotVerified',
      'CrossSiteRequestRefused',
      'TooManyRequests',
      'AccountSuspended',
    ]);
    expect(errorStatusesOf(login)).toEqual([400, 401, 403, 429]);
    // An admin endpoint: ValidationErrors, Unauthorized and NotFound from its shape (decision 195).
    expect(errorStatusesOf(adminRefundOrder)).toEqual([400, 401, 403, 404]);
    expect(errorStatusesOf(health)).toEqual([]);
    for (const [, endpoint] of described) {
      expect(errorStatusesOf(endpoint)).toEqual(
        [...new Set(errorKeysOf(endpoint).map((key) => errorStatus[key]))].sort((a, b) => a - b),
      );
    }
  });

  it('tell what an endpoint may answer: its own keys, the implied and the platform’s, no other', () => {
    const { me, property } = endpoints;
    expect(mayAnswer(me, 'Unauthorized')).toBe(true);
    expect(mayAnswer(me, 'InternalServerError')).toBe(true);
    expect(mayAnswer(me, 'PropertyNotFound')).toBe(false);
    expect(mayAnswer(property, 'PropertyNotFound')).toBe(true);
    expect(mayAnswer(property, 'Unauthorized')).toBe(false);
  });
});
