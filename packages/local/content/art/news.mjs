export const news=[];export function drawNews(){}
