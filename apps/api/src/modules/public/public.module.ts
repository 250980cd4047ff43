import { Module } from '@nestjs/common';
import { SiteModule } from '../site/site.module';
import { PublicController } from './public.controller';
import { PublicRepository } from './public.repository';
import { PublicService } from './public.service';
import { ViewCounter } from './view-counter.service';

@Module({
  imports: [SiteModule],
  controllers: [PublicController],
  providers: [PublicService, PublicRepository, ViewCounter],
  exports: [PublicService],
})
export class PublicModule {}
