/** Where a booked consignment's complaint (the complaint list's form, prefilled) and insurance claim are filed. */
export const claimPaths = (consignmentNo: string) => {
  const query = `?consignmentNo=${encodeURIComponent(consignmentNo)}`;
  return { complaint: `/complaint/list${query}`, claim: `/consignment/claim${query}` };
};
