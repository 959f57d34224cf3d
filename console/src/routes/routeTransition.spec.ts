import { describe, expect, it } from '@jest/globals';
import { shipmentStepOf, transitionBetween } from './routeTransition';

describe(transitionBetween.name, () => {
  const steps = ['/start', '/shipment/price', '/shipment/select', '/shipment/complete', '/shipment/book'];

  it('orders the shipment steps as the spec does', () => {
    expect(steps.map(shipmentStepOf)).toEqual([0, 1, 2, 3, 4]);
    expect(shipmentStepOf('/consignment/list')).toBeUndefined();
  });

  it.each(steps.slice(1).map((to, index) => [steps[index], to]))('slides forward from %s to %s', (from, to) => {
    expect(transitionBetween(from, to)).toBe('slide-forward');
    expect(transitionBetween(to, from)).toBe('slide-back');
  });

  it('slides by the step order when steps are skipped', () => {
    expect(transitionBetween('/start', '/shipment/book')).toBe('slide-forward');
    expect(transitionBetween('/shipment/complete', '/shipment/price')).toBe('slide-back');
  });

  it('counts home as the first step', () => {
    expect(transitionBetween('/', '/shipment/select')).toBe('slide-forward');
    expect(transitionBetween('/shipment/select', '/')).toBe('slide-back');
  });

  it('ignores a trailing slash', () => {
    expect(transitionBetween('/shipment/select/', '/shipment/price')).toBe('slide-back');
  });

  it.each([
    [undefined, '/shipment/select'],
    ['/consignment/list', '/start'],
    ['/shipment/book', '/consignment/list'],
    ['/welcome', '/profile'],
    ['/shipment/price', '/shipment/price'],
    ['/', '/start'],
  ])('fades from %s to %s', (from, to) => {
    expect(transitionBetween(from, to)).toBe('fade');
  });
});
