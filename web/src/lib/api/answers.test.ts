import { describe, expect, it } from 'vitest';
import { AnswerContractError, readAnswer, readFacilityAnswer } from './answers';

const township = {
  id: 1,
  name: '花蓮市',
  enName: 'Hualien City',
  jaName: '花蓮市',
  zipcode: 970,
  areaId: 1,
  value: '970',
};

describe('readAnswer', () => {
  it("gives the answer as the call's contract reads it", async () => {
    const answer = await readAnswer('townships', 'GET', { success: true, data: [township] });
    expect(answer).toEqual({ success: true, data: [township] });
  });

  it('refuses an answer the contract does not hold, naming the call and where', async () => {
    const wrong = { success: true, data: [{ ...township, zipcode: '970' }] };
    const read = readAnswer('townships', 'GET', wrong);
    await expect(read).rejects.toBeInstanceOf(AnswerContractError);
    await expect(read).rejects.toThrow(
      'GET townships does not match its contract at data.0.zipcode',
    );
  });

  it('refuses a method the call does not answer', async () => {
    const read = readAnswer('townships', 'POST' as 'GET', { success: true, data: [] });
    await expect(read).rejects.toThrow('at its method');
  });
});

describe('readFacilityAnswer', () => {
  const meta = { kind: 'toilet', radius: 1000, total: 1, held: 40, sources: [] };
  const toilet = {
    id: 'osm-1',
    kind: 'toilet',
    name: 'Toilet',
    latlng: '23.97,121.6',
    distance: 120,
    source: 'osm',
  };

  it("reads each kind by its contract: a toilet's items are no bus stops", async () => {
    const answer = { success: true, data: [toilet], meta };
    await expect(readFacilityAnswer('toilet', answer)).resolves.toEqual(answer);
    await expect(readFacilityAnswer('bus-stop', answer)).rejects.toThrow(
      'facilities bus-stop does not match its contract at data.0.stop_name',
    );
  });
});
