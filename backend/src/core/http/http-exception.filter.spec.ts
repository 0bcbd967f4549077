import type { ArgumentsHost } from '@nestjs/common';
import { UnprocessableEntityException } from '@nestjs/common';
import { HttpExceptionFilter } from './http-exception.filter';

function hostWith(res: Record<string, unknown>): ArgumentsHost {
  return { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ id: 'req-1' }) }) } as unknown as ArgumentsHost;
}

describe('HttpExceptionFilter', () => {
  it('destroys a response whose headers were already sent (a streamed export that failed half-way)', () => {
    const res = { headersSent: true, destroy: jest.fn(), status: jest.fn(), json: jest.fn() };
    new HttpExceptionFilter().catch(new Error('column "function Object() { [native code] }" does not exist'), hostWith(res));
    expect(res.destroy).toHaveBeenCalledTimes(1);
    expect(res.status).not.toHaveBeenCalled();
  });

  it('answers JSON when nothing was sent yet', () => {
    const res = { headersSent: false, destroy: jest.fn(), status: jest.fn(), json: jest.fn() };
    res.status.mockReturnValue(res);
    new HttpExceptionFilter().catch(new UnprocessableEntityException({ error: 'Bad', errors: ['Bad'] }), hostWith(res));
    expect(res.status).toHaveBeenCalledWith(422);
    expect(res.json).toHaveBeenCalledWith({ error: 'Bad', errors: ['Bad'] });
    expect(res.destroy).not.toHaveBeenCalled();
  });
});
