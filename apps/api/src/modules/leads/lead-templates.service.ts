import { Injectable } from '@nestjs/common';
import { ErrorCode, LEAD_TEMPLATES_MAX, type LeadTemplate } from '@domainfolio/contracts';
import { AppError } from '../../common/errors/app-error';
import type { LeadTemplateRow, UserRow } from '../../database/schema';
import { UnitOfWork } from '../../database/unit-of-work';
import { UsersService } from '../users/users.service';
import type { LeadTemplateDto } from './dto/negotiation.dto';
import { LeadTemplatesRepository } from './lead-templates.repository';

function toTemplate(row: LeadTemplateRow): LeadTemplate {
  return { _id: row.id, name: row.name, body: row.body, createdDate: row.createdAt.toISOString() };
}

/** An owner's saved replies, at most LEAD_TEMPLATES_MAX of them. */
@Injectable()
export class LeadTemplatesService {
  constructor(
    private readonly repository: LeadTemplatesRepository,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async list(owner: UserRow): Promise<LeadTemplate[]> {
    return (await this.repository.list(owner.id)).map(toTemplate);
  }

  async create(owner: UserRow, input: LeadTemplateDto): Promise<LeadTemplate> {
    const row = await this.unitOfWork.run(async (tx) => {
      // Under the owner's lock, so templates saved at once cannot pass the limit together.
      await this.users.lockForUpdate(tx, owner.id);
      if ((await this.repository.count(tx, owner.id)) >= LEAD_TEMPLATES_MAX)
        throw new AppError(ErrorCode.CONFLICT, {
          message: `You can keep up to ${LEAD_TEMPLATES_MAX} reply templates. Delete one to add another.`,
        });
      return this.repository.insert(tx, {
        ownerId: owner.id,
        name: input.name.trim(),
        body: input.body,
      });
    });
    return toTemplate(row);
  }

  async edit(owner: UserRow, id: string, input: LeadTemplateDto): Promise<LeadTemplate> {
    const row = await this.repository.update(owner.id, id, {
      name: input.name.trim(),
      body: input.body,
    });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    return toTemplate(row);
  }

  async delete(owner: UserRow, id: string): Promise<void> {
    if (!(await this.repository.delete(owner.id, id))) throw new AppError(ErrorCode.NOT_FOUND);
  }
}
