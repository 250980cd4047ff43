import { Injectable } from '@nestjs/common';
import { ExportFormat, Interval, SecurityEventType, localDate } from '@domainfolio/contracts';
import { strToU8, zipSync } from 'fflate';
import type { RequestOrigin } from '../../common/security/request-origin';
import type { UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { DomainSalesService } from '../domains/domain-sales.service';
import { LeadsService } from '../leads/leads.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PortfolioFilesService } from '../portfolio/portfolio-files.service';
import { SecurityLog } from '../security/security-log.service';
import { UsersService } from '../users/users.service';

export interface AccountArchive {
  fileName: string;
  body: Uint8Array;
}

/**
 * Everything an owner has here, in one zip: the account (never a secret), the domains, leads
 * and sales in the same files the dashboard's own exports write, and the notification settings.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersService,
    private readonly portfolioFiles: PortfolioFilesService,
    private readonly leads: LeadsService,
    private readonly sales: DomainSalesService,
    private readonly notifications: NotificationsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly log: SecurityLog,
  ) {}

  /** An export downloaded: a copy of the whole account left it, which the security log says. */
  async recordExport(owner: UserRow, origin: RequestOrigin): Promise<void> {
    await this.unitOfWork.run((tx) =>
      this.log.record(tx, owner, SecurityEventType.DATA_EXPORTED, origin),
    );
  }

  async archive(owner: UserRow, now = new Date()): Promise<AccountArchive> {
    const account = await this.users.accountExport(owner, now);
    const domainsCsv = await this.portfolioFiles.exportFile(owner, ExportFormat.CSV, now);
    const domainsJson = await this.portfolioFiles.exportFile(owner, ExportFormat.JSON, now);
    const leadsCsv = await this.leads.export(owner, 'csv', now);
    const leadsJson = await this.leads.export(owner, 'json', now);
    const salesCsv = await this.sales.export(owner, Interval.ALL, 'csv', now);
    // Channels as the owner sees them (their secrets never leave the server), what goes where,
    // the calendar link and the delivery log.
    const notifications = {
      channels: await this.notifications.channels(owner),
      settings: await this.notifications.settings(owner),
      calendarFeed: await this.notifications.calendarFeed(owner),
      deliveries: await this.notifications.deliveryLog(owner),
    };
    const body = zipSync(
      {
        'account.json': strToU8(`${JSON.stringify(account, null, 2)}\n`),
        'domains.csv': strToU8(domainsCsv.body),
        'domains.json': strToU8(domainsJson.body),
        'leads.csv': strToU8(leadsCsv.body),
        'leads.json': strToU8(leadsJson.body),
        'sales.csv': strToU8(salesCsv.body),
        'notifications.json': strToU8(`${JSON.stringify(notifications, null, 2)}\n`),
      },
      { level: 6, mtime: now },
    );
    return {
      fileName: `domainfolio-${owner.username}-${localDate(now, owner.timeZone)}.zip`,
      body,
    };
  }
}
