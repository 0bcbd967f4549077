import { Controller, Get, Query } from '@nestjs/common';
import { Collector } from '../../core/auth/guards';
import { Valid } from '../../core/http/zod-validation.pipe';
import { DisclosuresQuery, DisclosuresQuerySchema } from './dto/disclosures.dto';
import { DisclosuresService } from './disclosures.service';
import { Answers } from '../../core/http/api-description';
import { DisclosuresAnswer } from '@parley/domain/contracts/api/disclosures';

@Controller('collectors/api')
export class DisclosuresController {
  constructor(private readonly disclosures: DisclosuresService) {}

  /** `{success, disclosures, pagination}`; bad parameters answer 422 `{success: false, error}` through the pipe. */
  @Get('disclosures')
  @Answers(DisclosuresAnswer)
  @Collector()
  async list(@Query(Valid(DisclosuresQuerySchema)) q: DisclosuresQuery) {
    return { success: true, ...(await this.disclosures.list(q)) };
  }
}
