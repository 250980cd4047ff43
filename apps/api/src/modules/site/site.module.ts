import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';
import { SiteRepository } from './site.repository';
import { SiteService } from './site.service';

@Module({
  controllers: [SiteController],
  providers: [SiteService, SiteRepository],
  exports: [SiteService],
})
export class SiteModule {}
