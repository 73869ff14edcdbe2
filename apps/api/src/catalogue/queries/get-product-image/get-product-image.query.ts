import { Query } from '@nestjs/cqrs';

export class GetProductImageQuery extends Query<{ contentType: string; bytes: Buffer }> {
  constructor(
    readonly businessId: string,
    readonly productId: string,
  ) {
    super();
  }
}
