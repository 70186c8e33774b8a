import { expect } from 'vitest';

// The spec's error answers, asserted one way by every api test file that expects a refusal.

/** What these assertions read of an answer (light-my-request's response has more). */
interface Answer {
  statusCode: number;
  json(): unknown;
}

/** Asserts an error answer: its status and its body, exactly `{ message }`. */
export function refused(response: Answer, status: number, message: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
}

/** Asserts a 400 ValidationErrors answer and returns its entries for the test to compare. */
export function validationErrors(response: Answer): unknown[] {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; validationErrors: unknown[] };
  expect(body.message).toBe('ValidationErrors');
  return body.validationErrors;
}
