import { SecurityModule } from '../security/security.module';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DomainsModule } from '../domains/domains.module';
import { UsersModule } from '../users/users.module';
import { AdminActionsRepository } from './admin-actions.repository';
import { AdminController } from './admin.controller';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';

/** The administrators' area (ADMIN_EMAILS): accounts, their state and plan, and the action log. */
@Module({
  imports: [UsersModule, DomainsModule, AuthModule, SecurityModule],
  controllers: [AdminController],
  providers: [AdminService, AdminActionsRepository, AdminGuard],
})
export class AdminModule {}
