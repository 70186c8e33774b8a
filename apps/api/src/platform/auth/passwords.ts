import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

/** argon2id (the library's default algorithm) at the given cost; tests lower the cost. */
export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  return {
    hash: (password) =>
      hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 }),
    async verify(hashed, password) {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
