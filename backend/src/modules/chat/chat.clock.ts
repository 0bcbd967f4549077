import { Injectable } from '@nestjs/common';
import { ContactHoursClock } from '../../core/time/contact-hours-clock';

/** The chat's clock: contact hours and delivery times of collector messages. */
@Injectable()
export class ChatClock extends ContactHoursClock {}
