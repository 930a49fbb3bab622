import { describe, expect, it } from 'vitest';
import { isWebcamImage } from './webcam-images';

describe('isWebcamImage', () => {
  it.each([
    ['https://fmg.wra.gov.tw/109wraweb/getImage.aspx?mode=getNewImageS&CCTV_SN=0x02', true],
    ['https://fmg.wra.gov.tw/109wraweb/getImage.aspx?t=1700000000000', true],
    ['http://fmg.wra.gov.tw/109wraweb/getImage.aspx', false],
    ['https://hualien.travel/upload/photo.jpg', false],
    ['https://fmg.wra.gov.tw.example.org/x.jpg', false],
    ['http://127.0.0.1:8445/pwa/icons/icon-192.png', false],
    // The Highway Bureau's road cameras (TDX CCTV/Highway), written with their port.
    ['https://cctv-ss05.thb.gov.tw:443/T9-146K+790/snapshot', true],
    ['https://cctv-ss01.thb.gov.tw/T11-10K+000/snapshot', true],
    ['http://cctv-ss05.thb.gov.tw/T9-146K+790/snapshot', false],
    ['https://thb.gov.tw.example.org/x.jpg', false],
    ['https://cctv.thb.gov.tw.example.org/x.jpg', false],
  ])('%s → %s', (address, expected) => {
    expect(isWebcamImage(new URL(address))).toBe(expected);
  });
});
