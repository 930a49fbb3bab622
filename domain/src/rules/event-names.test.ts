import { describe, expect, it } from 'vitest';
import { splitDateTbcMarker } from './event-names';

describe('splitDateTbcMarker', () => {
  it.each([
    ['[日期暫定]2024百年大武-耶誕點燈', '2024百年大武-耶誕點燈', true],
    [
      '[Date TBC] 2024 Centennial Dawu Christmas Lighting',
      '2024 Centennial Dawu Christmas Lighting',
      true,
    ],
    ['[日程未定]2024百年大武 クリスマス点灯式', '2024百年大武 クリスマス点灯式', true],
    ['【日期暫定】2024台東光祭', '2024台東光祭', true],
    ['［日期未定］ 南島美展', '南島美展', true],
    ['(date tbc) Surf Open', 'Surf Open', true],
    ['  [日期暫定]  臺東好米收冬祭 ', '臺東好米收冬祭', true],
    ['[日期暫定]', '[日期暫定]', true],
    ['2024池上秋收稻穗藝術節', '2024池上秋收稻穗藝術節', false],
    ['1111幸福成功轉運站', '1111幸福成功轉運站', false],
    ['Festival [Date TBC]', 'Festival [Date TBC]', false],
    ['[活動] 日期暫定', '[活動] 日期暫定', false],
    ['', '', false],
  ])('%j → %j, %s', (input, name, dateToBeConfirmed) => {
    expect(splitDateTbcMarker(input)).toEqual({ name, dateToBeConfirmed });
  });
});
