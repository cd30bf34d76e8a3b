// The compose network's DNS for nginx's `resolver`: each service name answers with its address(es), `api` with one
// A record per replica, as Docker's embedded DNS answers a scaled service.
import dns2 from 'dns2';

const { Packet } = dns2;

export async function startDns({ port, records }) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const addresses = question && question.type === Packet.TYPE.A ? records[question.name.toLowerCase()] : undefined;
      if (!addresses && question && !records[question.name.toLowerCase()]) response.header.rcode = 3;
      for (const address of addresses ?? [])
        response.answers.push({ name: question.name, type: Packet.TYPE.A, class: Packet.CLASS.IN, ttl: 10, address });
      send(response);
    },
  });
  await server.listen({ udp: { port, address: '127.0.0.1', type: 'udp4' } });
  return { stop: () => server.close() };
}
