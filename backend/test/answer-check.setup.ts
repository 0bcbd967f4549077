import { answerMismatches } from './answer-check';

// A test whose requests got an answer that breaks its route's answer schema fails, even if it never read the answer.
afterEach(() => {
  const seen = answerMismatches().splice(0);
  if (seen.length)
    throw new Error(
      `Answers that do not match their schema:\n${seen.map((m) => `  ${m.route}: ${m.problem}`).join('\n')}`,
    );
});
