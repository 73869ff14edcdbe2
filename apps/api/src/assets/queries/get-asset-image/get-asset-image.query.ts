import { Query } from '@nestjs/cqrs';

export class GetAssetImageQuery extends Query<{ contentType: string; bytes: Buffer }> {
  constructor(
    readonly businessId: string,
    readonly assetId: string,
  ) {
    super();
  }
}
