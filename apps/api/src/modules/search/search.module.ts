import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module';
import { UsersModule } from '../users/users.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** POST /api/search: the marketplace, one owner's portfolio, and the owner's own dashboard list. */
@Module({
  imports: [DomainsModule, UsersModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
