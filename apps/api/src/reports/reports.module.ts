import { Module } from '@nestjs/common';

/** Reports (the full set comes with the reports issue). */
@Module({
  controllers: [],
  providers: [],
})
export class ReportsModule {}
