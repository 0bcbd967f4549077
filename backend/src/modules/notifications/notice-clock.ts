import { Injectable } from '@nestjs/common';
import { ContactHoursClock } from '../../core/time/contact-hours-clock';

/** The notices' clock: when a notice to a consumer falls inside their contact hours. */
@Injectable()
export class NoticeClock extends ContactHoursClock {}
