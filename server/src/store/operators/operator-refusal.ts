/**
 * What an operator's action cannot do, said in words the console shows (the console maps
 * `notFound` to 404 and the others to 409/400): nothing is written when it is thrown.
 */
export type OperatorRefusalReason = 'notFound' | 'invalid' | 'answered';

export class OperatorRefusal extends Error {
  constructor(
    readonly reason: OperatorRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}
